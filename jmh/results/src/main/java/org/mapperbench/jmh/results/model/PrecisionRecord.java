package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * {@code precision} in run.json: how the run met its precision target once its rounds were over.
 *
 * @param target the target, a share of the mean
 * @param met the benchmarks whose interval's half-width is within it
 * @param of the benchmarks that have a result
 * @param missed the others, "adapter label"; null (not empty) in a record that lacks the list, which the check command
 *     tells apart
 * @param stoppedBy why no further round ran (every benchmark met the target, maxRounds, the budget, or "error")
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record PrecisionRecord(Double target, Integer met, Integer of, List<String> missed, String stoppedBy) {}

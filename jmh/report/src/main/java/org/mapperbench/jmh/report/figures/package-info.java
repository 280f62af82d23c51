/**
 * The figures only the report needs, on top of {@code org.mapperbench.jmh.results.figures}: the merged results.json,
 * a run's costs side by side, requests by server counter, and the profiling pass's stacks. Nothing here writes text.
 */
package org.mapperbench.jmh.report.figures;

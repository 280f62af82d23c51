package org.mapperbench.jmh.report.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The machine the run measured on.
 *
 * @param os name, version and architecture, as the JVM reports them
 * @param cores the processors the client JVM saw
 * @param memoryBytes physical memory; absent where the JVM cannot tell
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record MachineRecord(String os, Integer cores, Long memoryBytes) {}

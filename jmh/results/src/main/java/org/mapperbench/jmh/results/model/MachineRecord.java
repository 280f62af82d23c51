package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The machine the run measured on.
 *
 * @param os name, version and architecture, as the JVM reports them
 * @param cores the processors the client JVM saw
 * @param memoryBytes physical memory; absent where the JVM cannot tell
 * @param idleDriver the kernel's cpuidle driver (e.g. haltpoll on a KVM guest); absent where Linux does not say
 * @param haltPollNanos under the haltpoll cpuidle governor, how long an idle vCPU polls before it halts to the
 *     hypervisor ({@code guest_halt_poll_ns}); 0 means every wake-up goes through the hypervisor, which adds its
 *     latency to every request's round trip. {@code scripts/tune-machine} raises it for a run.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record MachineRecord(String os, Integer cores, Long memoryBytes, String idleDriver, Long haltPollNanos) {
  /** Idle vCPUs halt at once: each request and each reply waits for a halted vCPU to be woken by the hypervisor. */
  public boolean haltsWithoutPolling() {
    return "haltpoll".equals(idleDriver) && haltPollNanos != null && haltPollNanos == 0;
  }
}

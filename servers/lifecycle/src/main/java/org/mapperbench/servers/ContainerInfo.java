package org.mapperbench.servers;

/**
 * Where a containerised server runs; run.json records it as the runner's {@code ServerRecord.Container}.
 *
 * @param id the container's id
 * @param name the container's name
 * @param image the image as the user named it, e.g. {@code mapper-bench/cassandra:4.1.10}
 * @param imageId the image's content id: two runs with one id ran the same bits
 * @param engineVersion the Docker engine's version
 * @param hostPid the container's first process as this machine sees it: the server, in the suite's images
 */
public record ContainerInfo(String id, String name, String image, String imageId, String engineVersion, long hostPid) {}

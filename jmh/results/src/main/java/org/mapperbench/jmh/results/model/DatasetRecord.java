package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * The dataset a server held before the first round ({@code bench.dataset}), under its server in {@code servers}: how
 * many rows, where they came from, and the caches that decide which reads leave memory.
 *
 * @param users the users loaded, and as many orders
 * @param lineItems the orders' line items
 * @param products the catalogues' products, in catalogues of each size a product read reads
 * @param seed the seed every row was made from
 * @param source "loaded" (written this run through the plain driver, or SQL), or "snapshot" (taken in from one an
 *     earlier run kept)
 * @param seconds what loading or taking in the snapshot took, flush and compaction included
 * @param snapshot the folder the dataset is kept in; absent when none is kept (a server the suite did not start)
 * @param snapshotBytes the bytes of that folder
 * @param caches the server's caches of rows read, by the server's own names (Cassandra's key and chunk caches, InnoDB's
 *     buffer pool), with their sizes as the server states them
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record DatasetRecord(Long users, Long lineItems, Long products, Long seed, String source, Double seconds,
    String snapshot, Long snapshotBytes, Map<String, String> caches) {

  public static final String LOADED = "loaded";
  public static final String SNAPSHOT = "snapshot";
}

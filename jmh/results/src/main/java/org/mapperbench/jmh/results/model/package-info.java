/**
 * The results folder's own records, written by the runner and read by the report, compare and the check command:
 * {@code run.json} ({@link org.mapperbench.jmh.results.model.RunRecord} and what it holds) and what the suite adds to
 * each JMH entry ({@link org.mapperbench.jmh.results.model.ResultEntry}, read and written only by {@link
 * org.mapperbench.jmh.results.model.ResultEntries}: JMH's fields, then its rounds, interval and verification). A
 * record's component names are the JSON field names, so each name is defined here once.
 *
 * <p>Every record ignores fields it does not know, so a reader loads run.json files of older and newer runs alike; a
 * field an older run did not write reads as null (a list or map as empty). Boxed numbers and booleans say "absent"
 * with null, as the JSON does. Records leave a null out when written ({@code NON_NULL}), except where the runner
 * has always written an explicit null (a run still going has {@code "finishedAt": null}).
 */
package org.mapperbench.jmh.results.model;

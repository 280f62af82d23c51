/**
 * Runs made on several machines, or one after another, merged into one results folder: each run's rounds a block of
 * the pairing (docs/results.md, "Merging runs").
 */
package org.mapperbench.jmh.results.merge;

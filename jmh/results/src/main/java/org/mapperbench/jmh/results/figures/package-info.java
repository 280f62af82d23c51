/**
 * A results folder read into figures, for the runner mid-run and the report alike: {@link
 * org.mapperbench.jmh.results.figures.RunResults} loads run.json and the adapters' JMH files (the one loader of the
 * report, compare and check), the forks of a benchmark are merged ({@link
 * org.mapperbench.jmh.results.figures.ForkMerge}) and each benchmark's figures carry the suite's interval ({@link
 * org.mapperbench.jmh.results.figures.SuiteInterval}, a bootstrap over forks and iterations). The costs a verdict
 * ranks, the noise probe's floor and the variance components are computed here; nothing here writes text.
 */
package org.mapperbench.jmh.results.figures;

/**
 * A results folder read into figures, computed once for the runner mid-run, the report and the commands alike:
 * {@link org.mapperbench.jmh.results.figures.RunResults} loads run.json and the adapters' JMH files (the one loader),
 * the forks of a benchmark are merged ({@link org.mapperbench.jmh.results.figures.ForkMerge}) and each benchmark's
 * figures carry the suite's interval ({@link org.mapperbench.jmh.results.figures.SuiteInterval}, a bootstrap over
 * forks and iterations). {@link org.mapperbench.jmh.results.figures.RunModel} holds what the report renders: the
 * costs and ratios, the verdict's judgements, the per-row fits, both paths of a dataset run, the noise floor and the
 * windows' events. The merged results.json and the dashboards' files are written here too; no prose is.
 */
package org.mapperbench.jmh.results.figures;

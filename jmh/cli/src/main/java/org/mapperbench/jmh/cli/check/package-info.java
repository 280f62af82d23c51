/**
 * The commands that judge results rather than present them: compare two runs
 * ({@link org.mapperbench.jmh.cli.check.Compare}), check one run's completeness, verification and fault record
 * ({@link org.mapperbench.jmh.cli.check.CheckResults}) and split a run's spread into fork and iteration parts
 * ({@link org.mapperbench.jmh.cli.check.VarianceReport}).
 */
package org.mapperbench.jmh.cli.check;

/**
 * The report as a reader sees it: the verdict, the detail tables, the warnings and the charts, built once as a
 * document of blocks ({@link org.mapperbench.jmh.report.render.Doc}) and written both as report.md and report.html.
 * {@link org.mapperbench.jmh.report.render.Format} is the one place numbers become text.
 */
package org.mapperbench.jmh.report.render;

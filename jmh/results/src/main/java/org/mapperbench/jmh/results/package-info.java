/**
 * What the runner writes and the report reads, below both: the records of a results folder ({@code model}), the
 * figures both compute from them ({@code figures}), and the settings comparison a resume and {@code compare} share.
 */
package org.mapperbench.jmh.results;

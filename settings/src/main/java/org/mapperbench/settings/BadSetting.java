package org.mapperbench.settings;

/** A value the user gave that the suite cannot use: reported as one line before any server starts, exit code 2. */
public class BadSetting extends RuntimeException {
  public BadSetting(String message) {
    super(message);
  }
}

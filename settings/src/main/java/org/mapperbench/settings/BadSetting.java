package org.mapperbench.settings;

/** A value the user gave that the suite cannot use: reported as one line before any server starts, exit code 2. */
public class BadSetting extends RuntimeException {
  public BadSetting(String message) {
    super(message);
  }

  /**
   * What is wrong with {@code value} of {@code setting}, as {@code name: 'value'} and then {@code problem}, which
   * brings its own punctuation (": no JDK at ...", " sets version twice").
   */
  public static BadSetting of(Setting<?> setting, String value, String problem) {
    return new BadSetting(setting.name() + ": '" + value + "'" + problem);
  }
}

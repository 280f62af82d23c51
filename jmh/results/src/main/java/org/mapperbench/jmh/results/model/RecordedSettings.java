package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import org.mapperbench.settings.ProfileSettings;
import org.mapperbench.settings.RateSettings;
import org.mapperbench.settings.Setting;

/**
 * {@code settings} in run.json: every runner setting of the registry ({@code org.mapperbench.settings.Suite}) by its
 * name, with its value written so that the setting's own parser reads it back, and whether the user gave it. A reader
 * parses a value with the same {@link Setting} the runner read it with, so no setting is copied field by field.
 *
 * <p>A run written before 2026-11-27 recorded its settings as {@link SettingsRecord}; they are read into the same
 * names ({@link LegacySettings}), and a setting such a run did not record reads as absent.
 */
public final class RecordedSettings {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final RecordedSettings NONE = new RecordedSettings(Map.of());

  /**
   * One setting's entry.
   *
   * @param value the value as text its parser reads; absent for a setting whose default is none
   * @param given whether the user set it (in any session of the run), not only its default
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Value(String value, boolean given) {}

  private final Map<String, Value> values;
  private final Properties properties = new Properties();

  private RecordedSettings(Map<String, Value> values) {
    this.values = Collections.unmodifiableMap(new TreeMap<>(values));
    this.values.forEach((name, v) -> {
      if (v.value() != null) {
        properties.setProperty(name, v.value());
      }
    });
  }

  public static RecordedSettings of(Map<String, Value> values) {
    return new RecordedSettings(values);
  }

  /** A run.json without settings. */
  public static RecordedSettings none() {
    return NONE;
  }

  /** Reads either form: setting name to {@link Value}, or the older {@link SettingsRecord}. */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  static RecordedSettings read(Map<String, JsonNode> json) {
    boolean byName = json.values().stream().allMatch(node -> node.isObject() && node.has("given"));
    if (!byName) {
      return new RecordedSettings(LegacySettings.values(JSON.convertValue(json, SettingsRecord.class)));
    }
    Map<String, Value> values = new TreeMap<>();
    json.forEach((name, node) -> values.put(name, JSON.convertValue(node, Value.class)));
    return new RecordedSettings(values);
  }

  @JsonValue
  public Map<String, Value> values() {
    return values;
  }

  /**
   * The setting's value as the run had it; empty when the run did not record the setting (a run written before it
   * existed) or its value was none.
   */
  public <T> Optional<T> get(Setting<T> setting) {
    return recorded(setting) ? Optional.ofNullable(setting.get(properties)) : Optional.empty();
  }

  /** Whether the run had a profiling pass: {@code bench.profile} named events. */
  public boolean profiled() {
    return get(ProfileSettings.PROFILE).filter(events -> !events.isEmpty()).isPresent();
  }

  /** Whether the run had a rate phase: {@code bench.rates} named rates. */
  public boolean paced() {
    return get(RateSettings.RATES).filter(rates -> !rates.isEmpty()).isPresent();
  }

  /** Whether run.json records the setting, whatever its value. */
  public boolean recorded(Setting<?> setting) {
    return values.containsKey(setting.name());
  }

  /** Whether the user gave the setting. */
  public boolean given(Setting<?> setting) {
    Value v = values.get(setting.name());
    return v != null && v.given();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RecordedSettings other && values.equals(other.values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  @Override
  public String toString() {
    return values.toString();
  }
}

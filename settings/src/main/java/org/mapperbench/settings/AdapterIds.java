package org.mapperbench.settings;

import java.util.List;

/**
 * How a variant's name is written (docs/variants.md): {@code module@part+part}, a part that sets something written
 * {@code key:value}. Never {@code =}: the name is a JMH param value, and JMH Visualizer splits params on {@code =}. A
 * user may type {@code key=value}, as Maven's own {@code -D} does; every setting and command that takes an adapter's
 * name reads it through {@link #canonical}, so both spellings name one adapter.
 */
public final class AdapterIds {
  /** Between a part's key and its value in a variant's name: {@code profile:scylla-driver}. */
  public static final char KEY_VALUE = ':';
  /** The separator users may type instead, as in {@code profile=scylla-driver}. */
  public static final char TYPED_KEY_VALUE = '=';

  private AdapterIds() {}

  /** The name as the run knows it. */
  public static String canonical(String typed) {
    return typed.replace(TYPED_KEY_VALUE, KEY_VALUE);
  }

  public static List<String> canonical(List<String> typed) {
    return typed.stream().map(AdapterIds::canonical).toList();
  }

  /** The adapter module a name runs: the name without its variant's parts ({@code @...}) or copy's {@code ~n}. */
  public static String module(String name) {
    return name.split("[@~]", 2)[0];
  }

  /** Whether the name is a variant or a copy of a module, not the module itself. */
  public static boolean variantOrCopy(String name) {
    return !module(name).equals(name);
  }
}

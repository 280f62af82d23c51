package org.mapperbench.adapters.jnosql;

import org.mapperbench.settings.CqlSecurity;

/**
 * TLS for the session JNoSQL builds itself: JNoSQL has no setting for it, but its session reads the driver's
 * configuration, which takes system properties ({@code datastax-java-driver.*}) over its defaults. Set inside the
 * fork JVM, they never reach a command line.
 */
final class DriverTls {
  private static final String SSL = "datastax-java-driver.advanced.ssl-engine-factory.";

  private DriverTls() {}

  static void apply(CqlSecurity security) {
    if (!security.encrypts()) {
      return;
    }
    System.setProperty(SSL + "class", "DefaultSslEngineFactory");
    System.setProperty(SSL + "hostname-validation", "false");
    System.setProperty(SSL + "truststore-path", security.trustStore().toString());
    System.setProperty(SSL + "truststore-password", security.trustStorePassword());
    if (security.keyStore() != null) {
      System.setProperty(SSL + "keystore-path", security.keyStore().toString());
      System.setProperty(SSL + "keystore-password", security.keyStorePassword());
    }
  }
}

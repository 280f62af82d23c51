package org.mapperbench.settings;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * How a client proves itself to a Cassandra cluster that asks it to: a user name and password
 * (PasswordAuthenticator), and client-to-node TLS with a trust store of the nodes' certificate authorities and, for
 * nodes that require client certificates, a key store of the client's own. Every session of the suite, its own and
 * each adapter's, connects with the same one. The passwords travel between JVMs in the environment, never in a
 * {@code -D} ({@link #secretEnvironment}).
 *
 * @param user null for a cluster that asks for no password
 * @param trustStore null for a cluster without client-to-node TLS
 * @param keyStore null unless the nodes require client certificates
 */
public record CqlSecurity(String user, String password, Path trustStore, String trustStorePassword, Path keyStore,
    String keyStorePassword) {

  public static final CqlSecurity NONE = new CqlSecurity(null, "", null, "", null, "");

  public static CqlSecurity of(Properties p) {
    String trustStore = ServerSettings.CASSANDRA_TRUSTSTORE.get(p);
    String keyStore = ServerSettings.CASSANDRA_KEYSTORE.get(p);
    return new CqlSecurity(ServerSettings.CASSANDRA_USER.get(p), ServerSettings.CASSANDRA_PASSWORD.get(p),
        trustStore == null ? null : Path.of(trustStore), ServerSettings.CASSANDRA_TRUSTSTORE_PASSWORD.get(p),
        keyStore == null ? null : Path.of(keyStore), ServerSettings.CASSANDRA_KEYSTORE_PASSWORD.get(p));
  }

  public boolean authenticates() {
    return user != null;
  }

  public boolean encrypts() {
    return trustStore != null;
  }

  /**
   * A TLS context that trusts the trust store's authorities and presents the key store's key, if any; null without
   * a trust store. Host names are not checked against the certificates: the suite's nodes run on 127.0.0.x.
   */
  public SSLContext sslContext() {
    if (!encrypts()) {
      return null;
    }
    try {
      TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
      trust.init(load(trustStore, trustStorePassword));
      KeyManagerFactory keys = null;
      if (keyStore != null) {
        keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(load(keyStore, keyStorePassword), keyStorePassword.toCharArray());
      }
      SSLContext context = SSLContext.getInstance("TLS");
      context.init(keys == null ? null : keys.getKeyManagers(), trust.getTrustManagers(), null);
      return context;
    } catch (GeneralSecurityException | IOException e) {
      throw new BadSetting(ServerSettings.CASSANDRA_TRUSTSTORE.name() + ": cannot use " + trustStore
          + (keyStore == null ? "" : " and " + keyStore) + ": " + e.getMessage());
    }
  }

  /** The settings another JVM needs as properties: everything but the passwords. */
  public Map<String, String> toProperties() {
    Map<String, String> p = new LinkedHashMap<>();
    if (user != null) {
      p.put(ServerSettings.CASSANDRA_USER.name(), user);
    }
    if (trustStore != null) {
      p.put(ServerSettings.CASSANDRA_TRUSTSTORE.name(), trustStore.toString());
    }
    if (keyStore != null) {
      p.put(ServerSettings.CASSANDRA_KEYSTORE.name(), keyStore.toString());
    }
    return p;
  }

  /** The passwords, as the environment variables the settings fall back to. */
  public Map<String, String> secretEnvironment() {
    Map<String, String> env = new LinkedHashMap<>();
    put(env, ServerSettings.CASSANDRA_PASSWORD_ENVIRONMENT, password);
    put(env, ServerSettings.TRUSTSTORE_PASSWORD_ENVIRONMENT, trustStorePassword);
    put(env, ServerSettings.KEYSTORE_PASSWORD_ENVIRONMENT, keyStorePassword);
    return env;
  }

  private static void put(Map<String, String> env, String name, String secret) {
    if (secret != null && !secret.isEmpty()) {
      env.put(name, secret);
    }
  }

  private static KeyStore load(Path file, String password) throws GeneralSecurityException, IOException {
    // PKCS12 is the JDK's default type, and its loader reads JKS files too.
    KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
    try (InputStream in = Files.newInputStream(file)) {
      store.load(in, password == null ? null : password.toCharArray());
    }
    return store;
  }

  @Override
  public String toString() {
    return "CqlSecurity[user=" + user + ", trustStore=" + trustStore + ", keyStore=" + keyStore + "]";
  }
}

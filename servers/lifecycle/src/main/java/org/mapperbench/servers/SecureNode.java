package org.mapperbench.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.mapperbench.settings.CqlSecurity;

/**
 * What an embedded node needs to ask its clients for a password and TLS, as a production cluster does
 * ({@code -Dcassandra.secure=true}): its own key pair and self-signed certificate, made with the JDK's keytool; a
 * trust store of that certificate for the clients; and the lines of cassandra.yaml that switch both on. Clients log in
 * as the node's default superuser, whose role the node creates at start-up.
 */
record SecureNode(CqlSecurity security, List<String> yaml) {
  /** The default superuser of a node that authenticates, and the password of the stores made here. */
  private static final String USER = "cassandra";
  private static final String STORE_PASSWORD = "mapper-bench";

  static SecureNode prepare(Path nodeDir) {
    Path tls = nodeDir.resolve("tls");
    Path keyStore = tls.resolve("node.p12");
    Path certificate = tls.resolve("node.crt");
    Path trustStore = tls.resolve("clients-trust.p12");
    try {
      Files.createDirectories(tls);
      if (Files.exists(trustStore)) {
        return of(keyStore, trustStore); // a restart on its own data keeps its certificate
      }
      keytool("-genkeypair", "-alias", "node", "-keyalg", "RSA", "-keysize", "2048", "-validity", "30",
          "-dname", "CN=mapper-bench embedded node", "-keystore", keyStore.toString(), "-storetype", "PKCS12",
          "-storepass", STORE_PASSWORD, "-keypass", STORE_PASSWORD);
      keytool("-exportcert", "-rfc", "-alias", "node", "-keystore", keyStore.toString(), "-storepass", STORE_PASSWORD,
          "-file", certificate.toString());
      keytool("-importcert", "-noprompt", "-alias", "node", "-file", certificate.toString(), "-keystore",
          trustStore.toString(), "-storetype", "PKCS12", "-storepass", STORE_PASSWORD);
    } catch (IOException e) {
      throw new ServerException("cannot make the embedded node's certificate: " + e.getMessage(), e);
    }
    return of(keyStore, trustStore);
  }

  private static SecureNode of(Path keyStore, Path trustStore) {
    List<String> yaml = new ArrayList<>();
    yaml.add("authenticator: PasswordAuthenticator");
    yaml.add("client_encryption_options: {enabled: true, optional: false, keystore: " + keyStore
        + ", keystore_password: " + STORE_PASSWORD + ", store_type: PKCS12}");
    return new SecureNode(new CqlSecurity(USER, USER, trustStore, STORE_PASSWORD, null, ""), yaml);
  }

  private static void keytool(String... arguments) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
    command.addAll(List.of(arguments));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    try {
      String output = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
      if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
        throw new IOException("keytool " + arguments[0] + " failed: " + output.strip());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while keytool ran", e);
    }
  }
}

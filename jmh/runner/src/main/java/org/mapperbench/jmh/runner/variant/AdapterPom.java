package org.mapperbench.jmh.runner.variant;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.mapperbench.settings.BadSetting;
import org.mapperbench.settings.BenchSettings;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What a variant needs from an adapter module's pom, read before any build: the property that holds its library's
 * version ({@code variant.versionProperty}) and the profiles the module and its parents declare.
 */
record AdapterPom(String versionProperty, List<String> profiles) {
  static final String VERSION_PROPERTY = "variant.versionProperty";

  static AdapterPom read(Path root, String module) {
    Path pom = root.resolve("adapters").resolve(module).resolve("pom.xml");
    Document own = parse(pom);
    String versionProperty = null;
    NodeList declared = own.getElementsByTagName(VERSION_PROPERTY);
    if (declared.getLength() > 0) {
      versionProperty = declared.item(0).getTextContent().strip();
    }
    List<String> profiles = new ArrayList<>();
    for (Document d : List.of(own, parse(root.resolve("adapters/pom.xml")), parse(root.resolve("pom.xml")))) {
      NodeList nodes = d.getElementsByTagName("profile");
      for (int i = 0; i < nodes.getLength(); i++) {
        NodeList ids = ((Element) nodes.item(i)).getElementsByTagName("id");
        if (ids.getLength() > 0) {
          profiles.add(ids.item(0).getTextContent().strip());
        }
      }
    }
    return new AdapterPom(versionProperty, profiles);
  }

  /** The spec with its bare version named, after checking that its profiles exist: one line otherwise. */
  VariantSpec resolve(VariantSpec spec) {
    for (String profile : spec.profiles()) {
      if (!profiles.contains(profile)) {
        throw BadSetting.of(BenchSettings.ADAPTERS, spec.id(), ": adapter " + spec.module() + " has no profile '"
            + profile + "'" + (profiles.isEmpty() ? "" : "; its profiles: " + String.join(", ", profiles)));
      }
    }
    if (spec.properties().containsKey(VariantSpec.VERSION) && versionProperty == null) {
      throw BadSetting.of(BenchSettings.ADAPTERS, spec.id(), ": adapter " + spec.module() + " names no "
          + VERSION_PROPERTY + " in its pom; give the property, as in " + spec.module() + "@name.version=1.2.3");
    }
    return spec.withVersionProperty(versionProperty);
  }

  private static Document parse(Path pom) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return factory.newDocumentBuilder().parse(Files.newInputStream(pom));
    } catch (Exception e) {
      throw new IllegalStateException("cannot read " + pom + ": " + e.getMessage(), e);
    }
  }
}

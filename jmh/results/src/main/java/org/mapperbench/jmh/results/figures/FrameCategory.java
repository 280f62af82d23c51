package org.mapperbench.jmh.results.figures;

import java.util.List;

/**
 * Whose code a profiled stack frame is: the split of "where the time goes". A sample belongs to its innermost Java
 * frame (native and JVM frames below it are work that Java frame asked for: a system call, an allocation's slow path),
 * and a stack with no Java frame at all is the JVM's own (GC, VM threads) or its JIT compiler's.
 */
public enum FrameCategory {
  /**
   * The mapping library and the adapter's own code (for the native adapters, the hand-written mapping), with Reactor,
   * which a reactive mapper composes every call with, and the Jakarta APIs and CDI container (Weld) JNoSQL's
   * repositories and template are called through.
   */
  MAPPER("mapper",
      "org/springframework/", "com/impetus/", "info/archinnov/achilles/", "com/datastax/driver/mapping/",
      "com/datastax/oss/driver/api/mapper/", "com/datastax/oss/driver/internal/mapper/", "org/hibernate/",
      "jakarta/persistence/", "org/mapperbench/adapters/", "reactor/", "org/reactivestreams/",
      "org/eclipse/jnosql/", "jakarta/nosql/", "jakarta/data/", "org/jboss/weld/", "jakarta/enterprise/"),
  /** The driver under the mapper: DataStax 3.x, Apache 4.x (with its shaded libraries), MariaDB's JDBC and its pool. */
  DRIVER("driver", "com/datastax/driver/", "com/datastax/oss/", "org/mariadb/jdbc/", "com/zaxxer/hikari/"),
  /** The network: Netty and the JDK's sockets and channels. */
  NETTY_IO("I/O", "io/netty/", "sun/nio/", "java/nio/", "java/net/", "sun/net/"),
  /** Logging frameworks and facades, whatever the library logs through. */
  LOGGING("logging", "org/slf4j/", "ch/qos/logback/", "org/apache/logging/", "org/apache/log4j/",
      "org/jboss/logging/", "java/util/logging/", "org/apache/commons/logging/"),
  /** The JDK's own classes: reflection, collections, strings, concurrency. */
  JDK("JDK", "java/", "javax/", "jdk/", "sun/", "com/sun/"),
  /** Stacks without a Java frame: garbage collection and the VM's own threads. */
  JVM("GC/VM"),
  /**
   * The JIT compiler's threads: a warmed-up call compiles nothing, so what is here is warm-up the window still held,
   * not the library's steady cost.
   */
  JIT("JIT"),
  /** Everything else: other libraries (Guava, Jackson), JMH and the suite's harness. */
  OTHER("other");

  private final String label;
  private final List<String> prefixes;

  FrameCategory(String label, String... prefixes) {
    this.label = label;
    this.prefixes = List.of(prefixes);
  }

  /** The category's short name in the report, whose text says what each holds. */
  public String label() {
    return label;
  }

  /**
   * The category of a Java frame as async-profiler names it ({@code java/util/HashMap.get}). Logging and the network
   * are looked up before the JDK, whose packages hold {@code java/util/logging} and {@code java/nio}.
   */
  public static FrameCategory of(String javaFrame) {
    for (FrameCategory category : List.of(MAPPER, DRIVER, LOGGING, NETTY_IO, JDK)) {
      for (String prefix : category.prefixes) {
        if (javaFrame.startsWith(prefix)) {
          return category;
        }
      }
    }
    return OTHER;
  }

  /**
   * The Java method a collapsed-stack frame names, without async-profiler's annotation ({@code _[j]}, {@code _[i]}),
   * or null for any other frame: native frames ({@code epoll_wait}), the VM's C++ frames ({@code
   * OptoRuntime::new_instance_C}) and an allocation sample's allocated class ({@code java.util.ArrayList_[i]}, dotted,
   * where methods' classes are slashed).
   */
  public static String javaMethod(String frame) {
    String name = frame.endsWith("]") && frame.length() > 4 && frame.charAt(frame.length() - 4) == '_'
        ? frame.substring(0, frame.length() - 4) : frame;
    int slash = name.indexOf('/');
    return slash > 0 && name.indexOf('.', slash) > slash && !name.contains("::") ? name : null;
  }
}

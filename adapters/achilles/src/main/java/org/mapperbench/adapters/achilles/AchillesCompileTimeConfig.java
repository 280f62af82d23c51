package org.mapperbench.adapters.achilles;

import info.archinnov.achilles.annotations.CompileTimeConfig;
import info.archinnov.achilles.type.CassandraVersion;

/**
 * Tells Achilles' annotation processor which server features it may generate DSL for. 3.11.2 is the newest level
 * both supported Achilles versions know (6.0.0 stops there); nothing this adapter uses needs more.
 */
@CompileTimeConfig(cassandraVersion = CassandraVersion.CASSANDRA_3_11_2)
public interface AchillesCompileTimeConfig {}

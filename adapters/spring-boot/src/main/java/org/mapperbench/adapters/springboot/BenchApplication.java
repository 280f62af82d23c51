package org.mapperbench.adapters.springboot;

import org.mapperbench.adapters.springdata.rows.Tables;
import org.mapperbench.adapters.springdata.template.Repositories;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.persistence.autoconfigure.EntityScan;
import org.springframework.data.cassandra.repository.config.EnableCassandraRepositories;

/**
 * The application Spring Boot configures: nothing but where its entities and repositories are, since they live in
 * the package spring-data shares rather than below this one. Session, converter, mapping context, template and
 * repositories are Boot's auto-configuration's, from the properties {@link SpringBootAdapter} passes.
 */
@SpringBootApplication
@EntityScan(basePackageClasses = Tables.class)
@EnableCassandraRepositories(basePackageClasses = Repositories.class, considerNestedRepositories = true)
public class BenchApplication {}

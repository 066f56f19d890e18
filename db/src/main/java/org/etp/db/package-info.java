/**
 * What both applications need of PostgreSQL beyond Spring Boot: their Flyway migrations
 * ({@code db/migration/pharmacy}, {@code db/migration/prescriber}) and the creation of their database on
 * first start, where the account may create databases.
 */
package org.etp.db;

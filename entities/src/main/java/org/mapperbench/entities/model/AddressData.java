package org.mapperbench.entities.model;

/** The plain value type of {@link Address}. */
public record AddressData(String street, String city, String postcode, String country) implements Address {}

package org.mapperbench.entities.model;

/**
 * Where a product is stored: on Cassandra a frozen user-defined type ({@code address}) in one column, on MariaDB an
 * embeddable's four columns. A product without one has none at all, never an address of nulls.
 */
public interface Address {
  String street();

  String city();

  String postcode();

  String country();

  default AddressData toData() {
    return new AddressData(street(), city(), postcode(), country());
  }
}

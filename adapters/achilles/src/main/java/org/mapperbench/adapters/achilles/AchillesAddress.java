package org.mapperbench.adapters.achilles;

import info.archinnov.achilles.annotations.Column;
import info.archinnov.achilles.annotations.UDT;
import org.mapperbench.entities.model.Address;

/**
 * The user-defined type {@code address}, a product's warehouse. No keyspace in {@code @UDT}: it is taken from the
 * factory's default keyspace, as for the tables.
 */
@UDT(name = "address")
public class AchillesAddress implements Address {
  @Column("street")
  private String street;

  @Column("city")
  private String city;

  @Column("postcode")
  private String postcode;

  @Column("country")
  private String country;

  public AchillesAddress() {}

  static AchillesAddress of(Address address) {
    if (address == null) {
      return null;
    }
    AchillesAddress udt = new AchillesAddress();
    udt.street = address.street();
    udt.city = address.city();
    udt.postcode = address.postcode();
    udt.country = address.country();
    return udt;
  }

  @Override
  public String street() {
    return street;
  }

  @Override
  public String city() {
    return city;
  }

  @Override
  public String postcode() {
    return postcode;
  }

  @Override
  public String country() {
    return country;
  }

  public String getStreet() {
    return street;
  }

  public void setStreet(String street) {
    this.street = street;
  }

  public String getCity() {
    return city;
  }

  public void setCity(String city) {
    this.city = city;
  }

  public String getPostcode() {
    return postcode;
  }

  public void setPostcode(String postcode) {
    this.postcode = postcode;
  }

  public String getCountry() {
    return country;
  }

  public void setCountry(String country) {
    this.country = country;
  }
}

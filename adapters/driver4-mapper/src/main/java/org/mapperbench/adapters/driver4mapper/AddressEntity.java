package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.mapper.annotations.CqlName;
import com.datastax.oss.driver.api.mapper.annotations.Entity;
import org.mapperbench.entities.model.Address;

/**
 * The user-defined type {@code address}: an entity with no key, which the mapper writes and reads as a UDT value
 * wherever another entity holds it (the product's frozen {@code warehouse} column).
 */
@Entity
@CqlName("address")
public class AddressEntity implements Address {
  private String street;
  private String city;
  private String postcode;
  private String country;

  public AddressEntity() {}

  AddressEntity(Address address) {
    this.street = address.street();
    this.city = address.city();
    this.postcode = address.postcode();
    this.country = address.country();
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
}

package org.mapperbench.adapters.hibernatemariadb;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import org.mapperbench.entities.model.Address;

/**
 * A product's warehouse as a JPA embeddable: its own columns are named for the type, and the product maps them onto
 * {@code warehouse_*} with {@code @AttributeOverrides}. Hibernate reads an embeddable whose columns are all null as
 * a null reference, which is how a product without a warehouse comes back.
 */
@Embeddable
public class WarehouseAddress implements Address {
  @Column(name = "street")
  private String street;

  @Column(name = "city")
  private String city;

  @Column(name = "postcode")
  private String postcode;

  @Column(name = "country")
  private String country;

  /** For Hibernate, which instantiates embeddables reflectively. */
  protected WarehouseAddress() {}

  static WarehouseAddress of(Address address) {
    if (address == null) {
      return null;
    }
    WarehouseAddress embeddable = new WarehouseAddress();
    embeddable.street = address.street();
    embeddable.city = address.city();
    embeddable.postcode = address.postcode();
    embeddable.country = address.country();
    return embeddable;
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

package org.mapperbench.adapters.kundera;

import javax.persistence.Column;
import javax.persistence.Embeddable;
import org.mapperbench.entities.model.Address;

/**
 * A product's warehouse. Kundera's CQL client writes an {@code @Embedded} field as a user-defined-type literal
 * ({@code {"street": '...', ...}}) and reads it back from the driver's UDT value, so this maps onto the frozen
 * {@code address} column; every field must be a column, since Kundera writes every non-transient one.
 */
@Embeddable
public class AddressEmbeddable implements Address {
  @Column(name = "street")
  private String street;

  @Column(name = "city")
  private String city;

  @Column(name = "postcode")
  private String postcode;

  @Column(name = "country")
  private String country;

  /** For Kundera, which instantiates embeddables reflectively. */
  public AddressEmbeddable() {}

  static AddressEmbeddable of(Address address) {
    if (address == null) {
      return null;
    }
    AddressEmbeddable embeddable = new AddressEmbeddable();
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

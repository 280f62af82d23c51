package org.mapperbench.adapters.driver3mapper;

import com.datastax.driver.mapping.annotations.UDT;
import org.mapperbench.entities.model.Address;

/**
 * The {@code address} user-defined type, mapped by the mapper's own {@link UDT} annotation: creating the product's
 * mapper registers a codec for it on the cluster's codec registry. The field names are the type's.
 */
@UDT(name = "address")
public class AddressEntity implements Address {
  private String street;

  private String city;

  private String postcode;

  private String country;

  /** For the mapper, which instantiates the values it reads. */
  public AddressEntity() {}

  static AddressEntity of(Address address) {
    if (address == null) {
      return null;
    }
    AddressEntity entity = new AddressEntity();
    entity.street = address.street();
    entity.city = address.city();
    entity.postcode = address.postcode();
    entity.country = address.country();
    return entity;
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

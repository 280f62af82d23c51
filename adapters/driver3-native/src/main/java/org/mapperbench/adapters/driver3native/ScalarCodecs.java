package org.mapperbench.adapters.driver3native;

import com.datastax.driver.core.TypeCodec;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.Date;
import java.util.UUID;

/**
 * The built-in codecs of the scalar columns, resolved once: driver 3's typed setters and getters ({@code
 * setString(i, v)}) look the codec up on every call through {@code TypeToken.of(String.class)}, a new token each
 * time, which made the plain driver allocate more than the mappers that resolve their codecs once (driver3-mapper's
 * accessors). {@code set(i, v, codec)} and {@code get(i, codec)} are the driver's own way to skip the lookup. The
 * primitive ones ({@code setInt}, {@code getLong}, ...) stay: passing a codec would box every value.
 */
final class ScalarCodecs {
  static final TypeCodec<String> TEXT = TypeCodec.varchar();
  static final TypeCodec<UUID> UUID_ = TypeCodec.uuid();
  static final TypeCodec<BigDecimal> DECIMAL = TypeCodec.decimal();
  static final TypeCodec<Date> TIMESTAMP = TypeCodec.timestamp();
  static final TypeCodec<com.datastax.driver.core.LocalDate> DATE = TypeCodec.date();
  static final TypeCodec<ByteBuffer> BLOB = TypeCodec.blob();

  private ScalarCodecs() {}
}

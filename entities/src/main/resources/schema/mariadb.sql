-- The suite's relational schema for the MariaDB baseline. The suite applies it; no library creates or alters it.

CREATE TABLE IF NOT EXISTS users (
  id         UUID PRIMARY KEY,
  first_name VARCHAR(100),
  last_name  VARCHAR(100),
  city       VARCHAR(100)
);

CREATE TABLE IF NOT EXISTS orders (
  id         UUID PRIMARY KEY,
  client_id  UUID,
  created_at TIMESTAMP(3) NULL,
  status     VARCHAR(32),
  sub_total  DECIMAL(12, 2)
);

CREATE TABLE IF NOT EXISTS line_items (
  order_id     UUID NOT NULL,
  line_item_id UUID NOT NULL,
  product_id   UUID,
  product_name VARCHAR(100),
  colour       VARCHAR(50),
  size         VARCHAR(8),
  quantity     INT,
  line_price   DECIMAL(12, 2),
  PRIMARY KEY (order_id, line_item_id),
  CONSTRAINT fk_line_items_order FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE
);

-- The wide entity as JPA maps it: the address an embeddable's columns, each collection an element collection in a
-- table of its own (the list with an order column).
CREATE TABLE IF NOT EXISTS products (
  catalogue_id      UUID NOT NULL,
  sku               INT NOT NULL,
  name              VARCHAR(100),
  category          VARCHAR(50),
  brand             VARCHAR(50),
  description       VARCHAR(1000),
  stock             INT,
  views             BIGINT,
  active            BOOLEAN,
  weight_kg         DOUBLE,
  price             DECIMAL(12, 2),
  updated_at        TIMESTAMP(3) NULL,
  released_on       DATE,
  supplier_id       UUID,
  thumbnail         VARBINARY(512),
  warehouse_street   VARCHAR(100),
  warehouse_city     VARCHAR(100),
  warehouse_postcode VARCHAR(16),
  warehouse_country  VARCHAR(50),
  PRIMARY KEY (catalogue_id, sku)
);

CREATE TABLE IF NOT EXISTS product_tags (
  catalogue_id UUID NOT NULL,
  sku          INT NOT NULL,
  position     INT NOT NULL,
  tag          VARCHAR(50),
  PRIMARY KEY (catalogue_id, sku, position),
  CONSTRAINT fk_product_tags FOREIGN KEY (catalogue_id, sku) REFERENCES products (catalogue_id, sku) ON DELETE CASCADE
);

CREATE TABLE IF NOT EXISTS product_colours (
  catalogue_id UUID NOT NULL,
  sku          INT NOT NULL,
  colour       VARCHAR(50) NOT NULL,
  PRIMARY KEY (catalogue_id, sku, colour),
  CONSTRAINT fk_product_colours FOREIGN KEY (catalogue_id, sku) REFERENCES products (catalogue_id, sku)
    ON DELETE CASCADE
);

CREATE TABLE IF NOT EXISTS product_stock (
  catalogue_id UUID NOT NULL,
  sku          INT NOT NULL,
  size         VARCHAR(8) NOT NULL,
  quantity     INT,
  PRIMARY KEY (catalogue_id, sku, size),
  CONSTRAINT fk_product_stock FOREIGN KEY (catalogue_id, sku) REFERENCES products (catalogue_id, sku) ON DELETE CASCADE
);

-- The floor: a primary-key read of an empty table, the cheapest request the counters still see.
CREATE TABLE IF NOT EXISTS round_trip (
  k INT PRIMARY KEY
);

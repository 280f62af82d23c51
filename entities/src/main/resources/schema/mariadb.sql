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

-- The floor: a primary-key read of an empty table, the cheapest request the counters still see.
CREATE TABLE IF NOT EXISTS round_trip (
  k INT PRIMARY KEY
);

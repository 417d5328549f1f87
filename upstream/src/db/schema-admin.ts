/** The application settings block of the schema (src/db/schema.ts runs it after the core tables). */
export const ADMIN_TABLES = /* sql */ `
-- Uploaded company images (the logo), served under /images/company/{token}; app_settings.company_logo names the current one.
CREATE TABLE tenant_images (
  token      TEXT PRIMARY KEY,
  mime       TEXT NOT NULL,
  data       BLOB NOT NULL,
  created_at TEXT NOT NULL
);
`;

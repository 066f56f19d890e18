-- Counter accounts in the pharmacy's own database (issue 28), owned by the pharmacy's account package. Accounts
-- still configured under etp.accounts.* are copied here once at start when absent; after that this table alone
-- decides who may sign in, and configuration never overwrites a row.
CREATE TABLE account (
    username             text        PRIMARY KEY CHECK (username ~ '^[a-z][a-z0-9._-]{0,63}$'),
    -- Spring Security's DelegatingPasswordEncoder form: {argon2@SpringSecurity_v5_8}... or {bcrypt}$2a$...;
    -- never a plain or {noop} password.
    password             text        NOT NULL CHECK (password ~ '^\{(bcrypt|argon2@SpringSecurity_v5_8|pbkdf2@SpringSecurity_v5_8|scrypt@SpringSecurity_v5_8)\}\S+$'),
    enabled              boolean     NOT NULL DEFAULT true,
    -- Set when an administrator chose the password (a new account, a reset): the next sign-in leads to the
    -- change-password page and nowhere else until the account's own password is set.
    must_change_password boolean     NOT NULL DEFAULT false,
    -- Raised by every change that must end the account's open sessions (disabled, reset, roles, password): a
    -- session signed in at an older version ends at its next request, on whichever node it lives.
    version              integer     NOT NULL DEFAULT 1 CHECK (version > 0),
    -- Where the account came from: CONFIGURATION (imported from etp.accounts.*) or ADMINISTRATOR.
    origin               text        NOT NULL CHECK (origin IN ('CONFIGURATION', 'ADMINISTRATOR')),
    created_at           timestamptz NOT NULL DEFAULT now(),
    changed_at           timestamptz NOT NULL DEFAULT now()
);

-- An account's roles, one or more; AccountRoleMigrationIntegrationTests holds the CHECK against CounterRole.
CREATE TABLE account_role (
    username text NOT NULL REFERENCES account (username) ON DELETE CASCADE,
    role     text NOT NULL CHECK (role IN ('PHARMACIST', 'TECHNICIAN', 'PRIVACY_OFFICER', 'ADMINISTRATOR')),
    PRIMARY KEY (username, role)
);

-- The access audit names the account an administrator's change concerned (AccessChain's second form).
ALTER TABLE access_audit ADD COLUMN target_account text;

-- Failed sign-ins (issue 28), counted per account and per source address so that every node of the app shares
-- the count: common-ac's org.etp.ac.login.LoginThrottle decides, the security package (the account package in the
-- prescriber) owns the SQL. An account is counted by the username as typed, normalised, whether or not it exists,
-- so that a lock says nothing about existence. A row whose run of failures has gone quiet is deleted.
CREATE TABLE login_failure (
    kind         text        NOT NULL CHECK (kind IN ('ACCOUNT', 'ADDRESS')),
    subject      text        NOT NULL CHECK (length(subject) <= 100),
    failures     integer     NOT NULL CHECK (failures >= 0),
    last_failure timestamptz NOT NULL,
    locked_until timestamptz,
    PRIMARY KEY (kind, subject)
);

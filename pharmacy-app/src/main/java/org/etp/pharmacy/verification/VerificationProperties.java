package org.etp.pharmacy.verification;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.verification.VerificationPolicy;
import org.etp.ac.xml.XmlEngine;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code etp.verification.*}: what the pharmacy accepts.
 *
 * @param algorithms     the signature algorithms allowed (by id: rsa2048, ecp256, ed25519); default all three
 * @param acceptUnsigned accept unsigned certificates, for the seed study's baseline measurement only
 * @param clockSkew      how far a prescriber's clock may run ahead when a validity period starts
 * @param xmlEngine      the XML-DSig verification engine: {@code template} (default: byte templates learned from
 *                       documents the DOM engine accepted, anything else left to DOM), {@code dom} (Santuario DOM)
 *                       or {@code stax} (Santuario streaming, key pinned)
 * @param registryRefresh how often the prescriber registry is reloaded from the PKI directory (new CRL,
 *                       new prescriber certificates)
 */
@ConfigurationProperties("etp.verification")
public record VerificationProperties(@DefaultValue({"rsa2048", "ecp256", "ed25519"}) Set<String> algorithms,
        @DefaultValue("false") boolean acceptUnsigned, @DefaultValue("5m") Duration clockSkew,
        @DefaultValue("template") XmlEngine xmlEngine, @DefaultValue("1h") Duration registryRefresh) {

    public VerificationProperties {
        if (registryRefresh.isNegative() || registryRefresh.isZero()) {
            throw new IllegalArgumentException("etp.verification.registry-refresh must be positive");
        }
    }

    VerificationPolicy policy() {
        Set<SignatureAlgorithm> allowed = EnumSet.noneOf(SignatureAlgorithm.class);
        for (String id : algorithms) {
            allowed.add(SignatureAlgorithm.fromId(id));
        }
        return new VerificationPolicy(allowed, acceptUnsigned, clockSkew);
    }
}

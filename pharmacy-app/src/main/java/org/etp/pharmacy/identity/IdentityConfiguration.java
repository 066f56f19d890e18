package org.etp.pharmacy.identity;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(PharmacyProperties.class)
class IdentityConfiguration {
}

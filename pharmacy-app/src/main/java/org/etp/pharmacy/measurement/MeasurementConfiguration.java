package org.etp.pharmacy.measurement;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(MeasurementProperties.class)
class MeasurementConfiguration {
}

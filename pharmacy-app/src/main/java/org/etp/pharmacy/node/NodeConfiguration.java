package org.etp.pharmacy.node;

import com.zaxxer.hikari.HikariDataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * The node's id, and its database connections named after it: the pool is told, before it first connects,
 * to open every connection with {@code application_name} = the node id, which the column defaults of
 * migration V5 record with each prescription, measurement, refusal and counter action.
 */
@Configuration(proxyBeanMethods = false)
class NodeConfiguration {

    private static final Logger log = LoggerFactory.getLogger(NodeConfiguration.class);

    @Bean
    NodeId nodeId(Environment environment) {
        NodeId node = NodeId.of(environment);
        log.info("This intake node is {}", node);
        return node;
    }

    /** Static: it must exist before the data source it names, which is made early. */
    @Bean
    static BeanPostProcessor nodeNamedConnections(Environment environment) {
        NodeId node = NodeId.of(environment);
        return new BeanPostProcessor() {
            @Override
            public Object postProcessBeforeInitialization(Object bean, String beanName) {
                if (bean instanceof HikariDataSource pool) {
                    pool.addDataSourceProperty("ApplicationName", node.value());
                }
                return bean;
            }
        };
    }
}

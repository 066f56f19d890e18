# Images of the ETP applications, built from this repository with the Maven wrapper:
#   docker compose build                     (or: docker build --target pharmacy-app -t etp/pharmacy-app .)
# Targets: pharmacy-app, prescriber-app, and tool (the etp command line, used to make the demo PKI).

FROM eclipse-temurin:17-jdk AS build
WORKDIR /src
COPY .mvn/ .mvn/
COPY mvnw pom.xml ./
COPY common-ac/ common-ac/
COPY db/ db/
COPY app-launcher/ app-launcher/
COPY pharmacy-app/ pharmacy-app/
COPY prescriber-app/ prescriber-app/
COPY perf/ perf/
COPY system-tests/pom.xml system-tests/pom.xml
RUN --mount=type=cache,target=/root/.m2 \
    ./mvnw -B -q -pl pharmacy-app,prescriber-app,perf -am package -DskipTests \
 && cp pharmacy-app/target/pharmacy-app-*-exec.jar /pharmacy-app.jar \
 && cp prescriber-app/target/prescriber-app-*-exec.jar /prescriber-app.jar

FROM eclipse-temurin:17-jre AS runtime
# curl for the health checks; an unprivileged user to run as.
RUN apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /opt/etp etp
WORKDIR /opt/etp

FROM runtime AS tool
COPY --from=build /src/perf/target/etp-perf.jar /opt/etp/etp-perf.jar
COPY --from=build /src/perf/target/lib/ /opt/etp/lib/
USER etp
ENTRYPOINT ["java", "-jar", "/opt/etp/etp-perf.jar"]

FROM runtime AS pharmacy-app
COPY --from=build /pharmacy-app.jar /opt/etp/app.jar
USER etp
EXPOSE 7400 8081
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD curl -fsS http://localhost:8081/actuator/health || exit 1
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=75", "-jar", "/opt/etp/app.jar"]

FROM runtime AS prescriber-app
COPY --from=build /prescriber-app.jar /opt/etp/app.jar
USER etp
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD curl -fsS http://localhost:8080/actuator/health || exit 1
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=75", "-jar", "/opt/etp/app.jar"]

/**
 * The import of a release of the NHS dictionary of medicines and devices (dm+d): its XML files of virtual and actual
 * medicinal products (VMPs, AMPs) and their lookups, read as a stream with DTDs and external entities refused, into
 * the prescriber's {@link org.etp.prescriber.formulary.MedicineDictionary}. Run at start when
 * {@code etp.formulary.dmd-release} names a release's directory.
 */
package org.etp.prescriber.formulary.dmd;

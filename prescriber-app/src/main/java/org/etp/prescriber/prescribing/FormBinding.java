package org.etp.prescriber.prescribing;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.etp.ac.prescription.Prescription;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.InvalidPropertyException;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.InitBinder;

/**
 * How a posted prescription form is bound: at most {@value Prescription#MAX_ITEMS} item rows, so that a forged
 * {@code items[99]} grows no list; a forged index ({@code items[-1]}, {@code items[4]}) is a bad request (400),
 * nothing signed, not a server error.
 */
@ControllerAdvice(assignableTypes = {PrescribeController.class, PrescriptionFormController.class})
class FormBinding {

    private static final Logger log = LoggerFactory.getLogger(FormBinding.class);

    @InitBinder("form")
    void bindAtMostMaxItems(WebDataBinder binder) {
        binder.setAutoGrowCollectionLimit(Prescription.MAX_ITEMS);
    }

    @ExceptionHandler(InvalidPropertyException.class)
    void forgedField(InvalidPropertyException e, HttpServletResponse response) throws IOException {
        log.warn("Refused a prescription form with a forged field {}", e.getPropertyName());
        response.sendError(HttpServletResponse.SC_BAD_REQUEST, "The form has a field no page offers.");
    }
}

package org.etp.pharmacy.account;

import java.security.Principal;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The administrator's pages ({@code /accounts}, administrators only): the list of accounts, a new account, and each
 * account's page, where it is disabled or enabled, its password reset and its roles assigned. A form filled in wrongly
 * comes back with an error summary linking to the field at fault and nothing changed; passwords typed are never sent
 * back. The pages show no patient data.
 */
@Controller
class AccountsController {

    private final Accounts accounts;
    private final AccountAdministration administration;

    AccountsController(Accounts accounts, AccountAdministration administration) {
        this.accounts = accounts;
        this.administration = administration;
    }

    @GetMapping("/accounts")
    String list(Model model) {
        model.addAttribute("accounts", accounts.list());
        return "accounts";
    }

    @GetMapping("/accounts/new")
    String newAccount(Model model) {
        model.addAttribute("allRoles", CounterRole.values());
        model.addAttribute("chosen", Set.of());
        return "account-new";
    }

    @PostMapping("/accounts")
    String create(@RequestParam(defaultValue = "") String username,
            @RequestParam(name = "roles", required = false) List<String> roles,
            @RequestParam(defaultValue = "") String password, @RequestParam(defaultValue = "") String confirmation,
            Model model, RedirectAttributes redirect) {
        String name = username.strip();
        try {
            administration.create(name, roles(roles), password, confirmation);
        } catch (AccountChangeException refused) {
            model.addAttribute("allRoles", CounterRole.values());
            model.addAttribute("username", name);
            model.addAttribute("chosen", chosenQuietly(roles));
            model.addAttribute("problem", refused);
            return "account-new";
        }
        redirect.addFlashAttribute("done", "Account " + name + " created. Its password must be changed at its first"
                + " sign-in.");
        redirect.addAttribute("username", name);
        return "redirect:/accounts/{username}";
    }

    @GetMapping("/accounts/{username}")
    String account(@PathVariable String username, Model model) {
        model.addAttribute("account", accounts.row(username).orElseThrow(() -> new ResponseStatusException(
                HttpStatus.NOT_FOUND, "no such account")));
        model.addAttribute("allRoles", CounterRole.values());
        return "account";
    }

    @PostMapping("/accounts/{username}/disable")
    String disable(@PathVariable String username, Principal actor, Model model, RedirectAttributes redirect) {
        return answer(username, () -> administration.disable(actor.getName(), username),
                "Account " + username + " disabled: it cannot sign in, and its open sessions end at their next"
                        + " request.", model,
                redirect);
    }

    @PostMapping("/accounts/{username}/enable")
    String enable(@PathVariable String username, Model model, RedirectAttributes redirect) {
        return answer(username, () -> administration.enable(username), "Account " + username + " enabled.", model,
                redirect);
    }

    @PostMapping("/accounts/{username}/password")
    String resetPassword(@PathVariable String username, @RequestParam(defaultValue = "") String password,
            @RequestParam(defaultValue = "") String confirmation, Principal actor, Model model,
            RedirectAttributes redirect) {
        return answer(username, () -> administration.resetPassword(actor.getName(), username, password, confirmation),
                "Password of " + username + " reset: it must be changed at the next sign-in.", model, redirect);
    }

    @PostMapping("/accounts/{username}/roles")
    String assignRoles(@PathVariable String username, @RequestParam(name = "roles", required = false) List<String> roles,
            Principal actor, Model model, RedirectAttributes redirect) {
        return answer(username, () -> administration.assignRoles(actor.getName(), username, roles(roles)),
                "Roles of " + username + " saved.", model, redirect);
    }

    /** A change that may be refused. */
    private interface Change {
        void make() throws AccountChangeException;
    }

    private String answer(String username, Change change, String done, Model model, RedirectAttributes redirect) {
        try {
            change.make();
        } catch (AccountChangeException refused) {
            model.addAttribute("problem", refused);
            return account(username, model);
        }
        redirect.addFlashAttribute("done", done);
        redirect.addAttribute("username", username);
        return "redirect:/accounts/{username}";
    }

    private static Set<CounterRole> roles(List<String> names) throws AccountChangeException {
        Set<CounterRole> roles = EnumSet.noneOf(CounterRole.class);
        for (String name : names == null ? List.<String>of() : names) {
            try {
                roles.add(CounterRole.valueOf(name));
            } catch (IllegalArgumentException unknown) {
                throw new AccountChangeException("roles", "Choose roles from the list.");
            }
        }
        return roles;
    }

    private static Set<CounterRole> chosenQuietly(List<String> names) {
        try {
            return roles(names);
        } catch (AccountChangeException unknown) {
            return Set.of();
        }
    }
}

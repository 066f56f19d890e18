// The medicine field of each item row: a search-as-you-type combobox over the dictionary (/medicines), after the
// WAI-ARIA 1.2 combobox pattern (list autocomplete). Without script the field is a text input that posts the name
// typed, which the server resolves or refuses; with it, the chosen product's dm+d code is posted.
(function () {
  'use strict';
  var form = document.getElementById('prescription-form');
  if (!form) {
    return;
  }
  var LIMIT = 20;
  var announcement = document.getElementById('medicine-announcement');
  var results = document.getElementById('medicine-results');

  function say(region, text) {
    if (region) { region.textContent = text; }
  }

  // Picking a medicine sets its usual quantity and dosage, replacing whatever the row held: a number or an
  // instruction left from an earlier choice must never stay under the new medicine's unit. The change is
  // announced, so that the prescriber checks what was set.
  function fill(row, product) {
    var quantity = row.querySelector('input.quantity');
    var dosage = row.querySelector('.dosage');
    var unit = row.querySelector('.unit');
    quantity.value = product && product.usualQuantity ? product.usualQuantity : '';
    dosage.value = product && product.usualDosage ? product.usualDosage : '';
    // As if typed: the dosage's character count and the kept draft follow.
    [quantity, dosage].forEach(function (field) { field.dispatchEvent(new Event('input', {bubbles: true})); });
    if (unit) { unit.textContent = product ? product.units : ''; }
    if (!product) {
      say(announcement, 'Quantity and dosage cleared: pick a medicine from the list');
    } else if (product.usualQuantity || product.usualDosage) {
      say(announcement, 'Quantity and dosage set for ' + product.name + ': check them');
    } else {
      say(announcement, 'Enter the quantity and dosage for ' + product.name);
    }
  }

  function combobox(input, index) {
    var row = input.closest('tr');
    // The field keeps its name, so that the browser brings its text back after Back; the chosen product's code is
    // posted in its place at submit (below), and the text alone when none was picked.
    var pickedCode = input.dataset.code || '';
    var pickedName = pickedCode ? input.value : '';
    input.medicineCode = function () {
      return pickedCode && input.value === pickedName ? pickedCode : null;
    };

    var list = document.createElement('ul');
    list.id = input.id + '-list';
    list.className = 'medicine-list';
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-label', 'Medicines found for medicine ' + (index + 1));
    list.hidden = true;
    input.after(list);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-controls', list.id);

    var products = [];
    var active = -1;
    var asked = 0;

    function open() {
      return !list.hidden;
    }

    function close() {
      list.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      active = -1;
    }

    function show(found, typed) {
      products = found;
      active = -1;
      list.textContent = '';
      found.forEach(function (product, n) {
        var option = document.createElement('li');
        option.id = list.id + '-' + n;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.textContent = product.name;
        option.addEventListener('mousedown', function (event) { event.preventDefault(); });
        option.addEventListener('click', function () { pick(n); });
        list.appendChild(option);
      });
      input.removeAttribute('aria-activedescendant');
      if (found.length === 0) {
        close();
        say(results, 'No medicine matches ' + typed);
        return;
      }
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      say(results, (found.length === LIMIT ? 'The first ' + LIMIT + ' medicines' : found.length + (found.length === 1 ? ' medicine' : ' medicines'))
        + ' found; up and down arrows to choose, Enter to pick');
    }

    function move(to) {
      if (!products.length) { return; }
      var options = list.querySelectorAll('[role=option]');
      if (active >= 0) { options[active].setAttribute('aria-selected', 'false'); }
      active = (to + products.length) % products.length;
      options[active].setAttribute('aria-selected', 'true');
      options[active].scrollIntoView({block: 'nearest'});
      input.setAttribute('aria-activedescendant', options[active].id);
    }

    function pick(n) {
      var product = products[n];
      input.value = product.name;
      pickedCode = product.dmdCode;
      pickedName = product.name;
      close();
      fill(row, product);
    }

    function search() {
      var typed = input.value.trim();
      var ask = ++asked;
      if (!typed) {
        close();
        return;
      }
      fetch(input.dataset.search + '?limit=' + LIMIT + '&q=' + encodeURIComponent(typed),
        {credentials: 'same-origin', headers: {'Accept': 'application/json'}})
        .then(function (response) {
          if (!response.ok) { throw new Error('HTTP ' + response.status); }
          return response.json();
        })
        .then(function (found) {
          if (ask === asked) { show(found, typed); }
        })
        .catch(function () {
          if (ask === asked) {
            close();
            say(results, 'The medicines could not be searched: type the exact name');
          }
        });
    }

    input.addEventListener('input', function () {
      // What is typed now names no product until one is picked: the server resolves the text, or refuses it.
      if (pickedCode) {
        pickedCode = '';
        fill(row, null);
      }
      search();
    });
    input.addEventListener('keydown', function (event) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!open()) {
          search();
        } else {
          move(event.key === 'ArrowDown' ? active + 1 : active - 1);
        }
      } else if (event.key === 'Enter' && open()) {
        // Enter picks the highlighted medicine; while the list is open it never signs the form.
        event.preventDefault();
        if (active >= 0) { pick(active); }
      } else if (event.key === 'Escape' && open()) {
        event.preventDefault();
        close();
      }
    });
    input.addEventListener('blur', close);
  }

  var fields = form.querySelectorAll('input.medicine');
  fields.forEach(combobox);

  // At submit, a picked product's field posts its dm+d code: a hidden field takes the name for this one post (the
  // form data is read after this event), and the field gets it back at once, for the browser to restore after Back.
  form.addEventListener('submit', function () {
    fields.forEach(function (input) {
      var code = input.medicineCode();
      if (!code) { return; }
      var hidden = document.createElement('input');
      hidden.type = 'hidden';
      hidden.name = input.name;
      hidden.value = code;
      input.removeAttribute('name');
      input.after(hidden);
      window.setTimeout(function () {
        input.name = hidden.name;
        hidden.remove();
      }, 0);
    });
  });
}());

// An explicit module whose body is one empty block: printed with an explicit ^bb0: label.
"builtin.module"() ({
^bb0:
}) : () -> ()

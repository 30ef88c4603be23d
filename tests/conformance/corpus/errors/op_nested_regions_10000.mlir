"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
"a.op"() ({
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()

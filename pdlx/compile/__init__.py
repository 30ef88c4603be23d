"""The compile layer: matcher named sequences compiled to Python functions
(`matcher`), plugged into the transform interpreter through the protocols
`pdlx.transform.state` defines; explaining matchers (`explain`), running one
matcher over a payload (`collect`), the shipped matcher files (`library`)
and pdlx's own match ops with their compile hooks (`pdlx_match`)."""

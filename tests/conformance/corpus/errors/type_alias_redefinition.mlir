!t = i32
!t = i64
